from enum import Flag, IntFlag, Enum, auto
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(list(Color), Color.WHITE, repr(Color.RED | Color.BLUE), Color(7), len(Color.RED | Color.GREEN), Color.WHITE & ~Color.GREEN)
class Mode(IntFlag):
    X = 4
    W = 2
    R = 1
print(Mode.R | Mode.X, list(Mode(7)), Mode(5) & 4, repr(Mode(0)), int(Mode.W | Mode.R), str(Mode(6)))
class Status(Enum):
    ACTIVE = "a"
    INACTIVE = "i"
    @classmethod
    def _missing_(cls, value):
        return cls.ACTIVE if value == "yes" else None
print(Status("yes"), Status("i").name, {s.value: s.name for s in Status})
