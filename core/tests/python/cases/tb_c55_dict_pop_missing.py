cfg = {"a": 1}
print(cfg.pop("a"))
print(cfg.pop("b", None))
cfg.pop("c")
