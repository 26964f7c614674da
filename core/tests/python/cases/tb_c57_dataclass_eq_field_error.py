from dataclasses import dataclass

class Fragile:
    def __eq__(self, other):
        raise TypeError("Fragile values cannot be compared")

@dataclass
class Box:
    label: str
    content: object

print(Box("a", 1) == Box("a", 1))
print(Box("a", 1) == "a")
print(Box("a", Fragile()) == Box("b", Fragile()))
print(Box("a", Fragile()) == Box("a", Fragile()))
