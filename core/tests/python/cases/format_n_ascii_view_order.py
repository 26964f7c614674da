print(format(1234567.891, "n"), format(12, "n"), format(1e20,"n"), f"{0.5:n}", "%a|%5a" % ("é", 1), ascii([1,"ü"]), ascii("x"))
d={"a":1,"b":2}
print(d.keys() == {"a","b"}, d.keys() < {"a","b","c"}, d.items() <= {("a",1),("b",2)}, d.keys() > {"a"}, {"a"} < d.keys(), d.keys() >= d.keys())
