import json
from dataclasses import dataclass, field, asdict
from typing import List, Dict, Callable
from functools import reduce


@dataclass(frozen=True)
class Event:
    kind: str
    account: str
    amount: int = 0
    seq: int = 0

    def to_json(self):
        return json.dumps(asdict(self), sort_keys=True)

    @staticmethod
    def from_json(text):
        return Event(**json.loads(text))


@dataclass
class State:
    balances: Dict[str, int] = field(default_factory=dict)
    closed: List[str] = field(default_factory=list)
    rejected: List[int] = field(default_factory=list)


HANDLERS: Dict[str, Callable[[State, Event], None]] = {}


def handles(kind):
    def deco(fn):
        HANDLERS[kind] = fn
        return fn
    return deco


@handles("open")
def _open(s, e):
    if e.account in s.balances:
        raise ValueError(f"{e.account} already open")
    s.balances[e.account] = 0


@handles("deposit")
def _deposit(s, e):
    s.balances[e.account] += e.amount


@handles("withdraw")
def _withdraw(s, e):
    if s.balances[e.account] < e.amount:
        raise ValueError(f"insufficient funds in {e.account}")
    s.balances[e.account] -= e.amount


@handles("close")
def _close(s, e):
    if s.balances.pop(e.account):
        raise ValueError("closing an account with money in it")
    s.closed.append(e.account)


def apply(state, event):
    handler = HANDLERS.get(event.kind)
    try:
        if handler is None:
            raise ValueError(f"unknown event {event.kind!r}")
        handler(state, event)
    except (ValueError, KeyError) as exc:
        state.rejected.append(event.seq)
        print(f"  rejected #{event.seq} {event.kind}: {exc!r}")
    return state


class Store:
    def __init__(self):
        self.lines = []

    def append(self, kind, account, amount=0):
        e = Event(kind, account, amount, seq=len(self.lines) + 1)
        self.lines.append(e.to_json())
        return e

    def replay(self, upto=None):
        events = [Event.from_json(l) for l in self.lines]
        if upto is not None:
            events = [e for e in events if e.seq <= upto]
        return reduce(apply, events, State())


store = Store()
for args in [("open", "alice"), ("deposit", "alice", 100), ("open", "bob"), ("withdraw", "alice", 30),
             ("deposit", "bob", 5), ("withdraw", "bob", 50), ("open", "alice"), ("transfer", "alice", 1),
             ("withdraw", "bob", 5), ("close", "bob"), ("deposit", "carol", 1), ("close", "alice")]:
    store.append(*args)
print(store.lines[0])
print("full replay:")
final = store.replay()
print(final)
print("as of #5:")
print(store.replay(upto=5).balances)
print(len(store.lines), sum(1 for l in store.lines if '"deposit"' in l))
dump = json.dumps({"events": [json.loads(l) for l in store.lines]}, indent=1)
print(dump.count("\n"), json.loads(dump)["events"][-1])
print(Event.from_json(store.lines[1]) == Event("deposit", "alice", 100, 2), sorted(HANDLERS))
