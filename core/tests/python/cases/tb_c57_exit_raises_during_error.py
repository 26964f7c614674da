class Guard:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            raise RuntimeError(f"guard saw {exc_type.__name__}")

with Guard():
    print("ok")
with Guard():
    [][0]
