print("before")
class Config:
    names = ["a", "b"]
    count = len(names)
    lookup = {n: i for i, n in enumerate(names)}
    default = lookup["c"]
print("after")
