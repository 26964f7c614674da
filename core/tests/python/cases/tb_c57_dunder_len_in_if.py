class Empty:
    def __len__(self): return 0
class Weird:
    def __len__(self): raise RuntimeError("len failed")
print(bool(Empty()), not Empty())
if Weird():
    pass
