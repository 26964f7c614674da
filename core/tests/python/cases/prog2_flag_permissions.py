"""A role-based permission system with enum.Flag / IntFlag: combining, testing, parsing and listing."""
from enum import Flag, IntFlag, auto, Enum, unique


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = READ | WRITE | DELETE | SHARE
    EDITOR = READ | WRITE


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


ROLES = {"viewer": Perm.READ, "editor": Perm.EDITOR, "owner": Perm.ADMIN, "guest": Perm.NONE}


def parse_perms(text):
    result = Perm.NONE
    for name in filter(None, (p.strip().upper() for p in text.split(","))):
        try:
            result |= Perm[name]
        except KeyError:
            raise ValueError(f"unknown permission {name!r}") from None
    return result


def can(role, perm):
    return perm in ROLES[role]


for role in ROLES:
    p = ROLES[role]
    print(f"{role:7} {str(p):28} value={p.value:2} members={[m.name for m in p]} write={can(role, Perm.WRITE)} bool={bool(p)}")

custom = parse_perms("read, share")
print(custom, repr(custom), custom.value, Perm.READ in custom, Perm.WRITE in custom, (custom & Perm.EDITOR), ~custom)
print(Perm.ADMIN & ~Perm.DELETE, Perm(3), Perm(0), Perm.EDITOR ^ Perm.ADMIN, list(Perm), len(Perm.ADMIN))
for bad in ["read, fly", ""]:
    try:
        print(repr(parse_perms(bad)))
    except ValueError as e:
        print("ValueError", e)
try:
    Perm(64)
except ValueError as e:
    print("ValueError", e)


def mode_str(m):
    return "".join(ch if flag in m else "-" for ch, flag in zip("rwx", (Mode.R, Mode.W, Mode.X)))


for octal in ["755", "640", "0"]:
    parts = [Mode(int(d)) for d in octal.zfill(3)]
    print(octal, "".join(mode_str(m) for m in parts), [int(m) for m in parts], parts[0])
m = Mode.R | Mode.X
print(m, repr(m), m + 1, m == 5, Mode(7), Mode(8) if True else None, Mode.W | 8, format(Mode.R, "03b"), isinstance(m, int))


class Color(Enum):
    RED = "r"
    GREEN = "g"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.name.lower() == value.lower():
                    return member
        return None

    def __str__(self):
        return self.name.title()


print(Color("red"), Color("g"), repr(Color.GREEN), Color.RED.value, Color.__members__.keys())
try:
    Color("blue")
except ValueError as e:
    print("ValueError", e)
try:
    @unique
    class Bad(Flag):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
