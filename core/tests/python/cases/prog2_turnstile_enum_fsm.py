"""A coin-operated turnstile and a door lock as table-driven state machines built on Enum."""
from enum import Enum, auto, unique


@unique
class State(Enum):
    LOCKED = auto()
    UNLOCKED = auto()
    BROKEN = auto()

    @property
    def passable(self):
        return self is State.UNLOCKED


class Event(str, Enum):
    COIN = "coin"
    PUSH = "push"
    KICK = "kick"
    REPAIR = "repair"


class InvalidTransition(Exception):
    def __init__(self, state, event):
        super().__init__(f"{event.value!r} not allowed in {state.name}")
        self.state, self.event = state, event


TABLE = {
    (State.LOCKED, Event.COIN): (State.UNLOCKED, "unlock"),
    (State.LOCKED, Event.PUSH): (State.LOCKED, "alarm"),
    (State.UNLOCKED, Event.PUSH): (State.LOCKED, "lock"),
    (State.UNLOCKED, Event.COIN): (State.UNLOCKED, "refund"),
    (State.LOCKED, Event.KICK): (State.BROKEN, "call_tech"),
    (State.UNLOCKED, Event.KICK): (State.BROKEN, "call_tech"),
    (State.BROKEN, Event.REPAIR): (State.LOCKED, "reset"),
}


class Turnstile:
    def __init__(self):
        self.state = State.LOCKED
        self.coins = 0
        self.passed = 0
        self.trace = []

    def fire(self, event):
        event = Event(event)
        try:
            new, action = TABLE[(self.state, event)]
        except KeyError:
            raise InvalidTransition(self.state, event) from None
        getattr(self, "do_" + action)()
        self.trace.append(f"{self.state.name}-{event.value}->{new.name}")
        self.state = new

    def do_unlock(self):
        self.coins += 1

    def do_refund(self):
        pass

    def do_lock(self):
        self.passed += 1

    def do_alarm(self):
        print("  ALARM!")

    def do_call_tech(self):
        print("  technician called")

    def do_reset(self):
        print("  repaired")


t = Turnstile()
for ev in ["coin", "push", "push", "coin", "coin", "push", "kick", "coin", "repair", "coin", "dance", "push"]:
    try:
        t.fire(ev)
        print(f"{ev:7} -> {t.state.name:9} passable={t.state.passable}")
    except InvalidTransition as e:
        print(f"{ev:7} -> InvalidTransition: {e}")
    except ValueError as e:
        print(f"{ev:7} -> ValueError: {e}")
print("coins", t.coins, "passed", t.passed)
print(" | ".join(t.trace))
print(list(State), [e.value for e in Event], State["BROKEN"], State(2), Event("kick") is Event.KICK)
print(Event.COIN == "coin", f"{Event.PUSH}", str(Event.PUSH), repr(Event.PUSH), Event.PUSH.upper())
print({s: sum(1 for (st, _), _v in TABLE.items() if st is s) for s in State})
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
try:
    State(9)
except ValueError as e:
    print("ValueError", e)
try:
    State.LOCKED = 5
except AttributeError as e:
    print("AttributeError", e)
