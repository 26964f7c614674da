d = {}
exec("def f():\n    return missing\n", d)
d["f"]()
