d = {"a": 1}
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("b", 5), d)
d.update({"c": 3}, d=4)
print(d, d.pop("a"), d.pop("zz", None), d)
