# A __getattribute__ that reads its own attributes recurses until RecursionError, caught.
class R:
    def __getattribute__(self, n):
        return self.x


try:
    R().y
except RecursionError as e:
    print("RecursionError", e)


class Counting:
    calls = 0

    def __getattribute__(self, n):
        cls = object.__getattribute__(self, "__class__")
        cls.calls += 1
        return object.__getattribute__(self, n)

    def f(self):
        return "f"


c = Counting()
for _ in range(5):
    c.f()
print(Counting.calls)
