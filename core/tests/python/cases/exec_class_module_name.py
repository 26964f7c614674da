ns = {}
exec("class T: pass", ns)
print(repr(ns["T"]), ns["T"].__module__)
ns2 = {"__name__": "mymod"}
exec("class U:\n    pass", ns2)
print(ns2["U"].__module__, repr(ns2["U"]))
class Here:
    pass
print(Here.__module__)
