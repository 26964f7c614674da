data = {"a": 1}
for key, value in sorted(
    data.items(),
    key=lambda kv: kv[1] + "x",
):
    print(key)
