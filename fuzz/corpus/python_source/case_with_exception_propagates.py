class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit called")
with C():
    1 / 0
