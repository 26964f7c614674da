from enum import Enum, IntEnum, Flag, auto

class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"
    DONE = "done"

    def __str__(self):
        return self.value.upper()

TRANSITIONS = {
    State.IDLE: {"start": State.RUNNING},
    State.RUNNING: {"pause": State.PAUSED, "finish": State.DONE},
    State.PAUSED: {"resume": State.RUNNING, "finish": State.DONE},
}

class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.log = []
    def fire(self, ev):
        try:
            nxt = TRANSITIONS[self.state][ev]
        except KeyError:
            raise ValueError(f"cannot {ev} from {self.state.name}") from None
        self.log.append((self.state, ev, nxt))
        self.state = nxt

m = Machine()
for ev in ["start", "pause", "resume", "pause", "finish", "start"]:
    try:
        m.fire(ev)
        print(f"{ev:>8}: now {m.state}")
    except ValueError as e:
        print("error:", e)
print(m.log[0])

class Prio(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
print(Prio.HIGH > Prio.LOW, Prio.MID + 1, sorted([Prio.HIGH, Prio.LOW]), Prio(2))
print(f"{Prio.HIGH}", str(Prio.HIGH), repr(Prio.HIGH), format(Prio.LOW, "03d"))

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, ~Perm.R)
print(Perm(0), bool(Perm(0)), list(Perm), rw.value)
print(State("paused"), State.DONE.value, State.__members__.keys())
class Color(Enum):
    RED = 1
    CRIMSON = 1
    BLUE = 2
print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), len(Color.__members__))
print(f"{State.IDLE!r} {State.IDLE!s} {State.IDLE:>10}")
print({s: i for i, s in enumerate(State)})
print(hash(State.IDLE) == hash(State.IDLE), State.IDLE == "idle")
