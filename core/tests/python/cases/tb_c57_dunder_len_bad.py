class Weird:
    def __len__(self):
        return "three"

print(bool([]))
len(Weird())
