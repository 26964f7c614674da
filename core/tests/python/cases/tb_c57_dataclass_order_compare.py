from dataclasses import dataclass

@dataclass(order=True)
class Version:
    major: int
    minor: int

print(sorted([Version(1, 2), Version(1, 0)]))
print(Version(1, 2) < Version(1, None))
