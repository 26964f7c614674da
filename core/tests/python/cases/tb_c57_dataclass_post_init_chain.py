from dataclasses import dataclass

@dataclass
class Base:
    id: int
    def __post_init__(self):
        if self.id < 0:
            raise ValueError(f"id must be >= 0, got {self.id}")

@dataclass
class User(Base):
    email: str = ""
    def __post_init__(self):
        super().__post_init__()
        if "@" not in self.email:
            raise ValueError(f"invalid email {self.email!r}")

print(User(1, "a@b"))
try:
    User(2, "nope")
except ValueError as e:
    print(e)
User(-1, "x@y")
