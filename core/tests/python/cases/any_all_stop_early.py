# any() and all() over a generator stop at the deciding item, as CPython's do.
def noisy(values):
    for v in values:
        print("checking", v)
        yield v
print(any(noisy([0, 0, 3, 4])))
print(all(noisy([1, 2, 0, 5])))
print(any(noisy([])), all(noisy([])))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        print("next", self.n)
        return self.n
c = Countdown(5)
print(any(x < 3 for x in c), c.n)
print(all(x > 10 for x in [11, 12]), any([]), all([]))
