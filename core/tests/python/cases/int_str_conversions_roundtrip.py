for v in [0, -12, 12345]:
    print(v, str(v), int(str(v)) == v, f"{v:+}")
