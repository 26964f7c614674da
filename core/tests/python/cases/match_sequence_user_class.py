from collections.abc import Sequence

class MySeq(Sequence):
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        print("len called")
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

class NotSeq:
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return [1, 2][i]

def f(x):
    match x:
        case [a, b]:
            return ("pair", a, b)
        case [a, *_, b]:
            return ("ends", a, b)
        case _:
            return "no"

print(f(MySeq(1, 2)))
print(f(MySeq(1, 2, 3, 4)))
print(f(MySeq(1)))
print(f(NotSeq()))
