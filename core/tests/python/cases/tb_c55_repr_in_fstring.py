class Bad:
    def __repr__(self):
        return "Bad(" + self.label + ")"

class Good:
    def __repr__(self):
        return "Good()"

print(f"{Good()!r}")
print(f"item: {Bad()!r}")
