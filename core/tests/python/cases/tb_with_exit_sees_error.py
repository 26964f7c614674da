class C:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__)
        return False
with C():
    raise ValueError("inside with")
