class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit")
def f():
    with C():
        return "ret"
print(f())
