from enum import IntEnum, StrEnum, auto


class Level(IntEnum):
    LOW = 1
    MID = auto()
    HIGH = 5


print(Level.LOW, repr(Level.MID), Level.LOW + 1, Level.MID == 2, Level.HIGH > Level.MID)
print(f"{Level.LOW:03d}", str(Level.HIGH), sorted([Level.HIGH, Level.LOW, Level.MID]))
print(Level(5), Level["MID"], int(Level.HIGH), Level.HIGH * 2, [1, 2, 3, 4, 5, 6][Level.HIGH])
print(max(Level), min(Level, key=lambda l: -l.value), sum(l.value for l in Level), hash(Level.LOW) == hash(1))


class Mode(StrEnum):
    READ = auto()
    WRITE = "w"


print(Mode.READ, repr(Mode.READ), Mode.WRITE.upper(), Mode.READ == "read", f"[{Mode.WRITE}]")
print(Mode("w"), list(Mode), Mode.READ + "!")
try:
    class Bad(StrEnum):
        X = 1
except TypeError as e:
    print("TypeError:", e)
