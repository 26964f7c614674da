defaults = {"a": 1}
settings = {
    "name": "x",
    "size": defaults["a"] * 2,
    "depth": defaults["b"],
}
