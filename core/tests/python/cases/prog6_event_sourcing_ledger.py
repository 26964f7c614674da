# Event-sourced bank accounts: events replayed through handlers registered by a decorator.
from collections import namedtuple, Counter
from functools import reduce
import itertools

Event = namedtuple("Event", "seq kind account amount", defaults=(0,))
HANDLERS = {}

def handles(kind):
    def register(fn):
        HANDLERS[kind] = fn
        fn.kind = kind
        return fn
    return register

class LedgerError(Exception):
    pass

class Overdraft(LedgerError):
    def __init__(self, account, balance, amount):
        self.account, self.balance, self.amount = account, balance, amount
        super().__init__(f"{account}: balance {balance} < {amount}")

@handles("open")
def on_open(state, ev):
    if ev.account in state:
        raise LedgerError(f"{ev.account} already open")
    return {**state, ev.account: ev.amount}

@handles("deposit")
def on_deposit(state, ev):
    return {**state, ev.account: state[ev.account] + ev.amount}

@handles("withdraw")
def on_withdraw(state, ev):
    bal = state[ev.account]
    if bal < ev.amount:
        raise Overdraft(ev.account, bal, ev.amount)
    return {**state, ev.account: bal - ev.amount}

@handles("close")
def on_close(state, ev):
    state = dict(state)
    del state[ev.account]
    return state

seq = itertools.count(1)
raw = [("open", "acme", 100), ("open", "bolt", 0), ("deposit", "bolt", 55), ("withdraw", "acme", 30),
       ("withdraw", "bolt", 80), ("open", "acme"), ("transfer", "acme", 5), ("deposit", "zed", 1),
       ("close", "bolt"), ("deposit", "acme", 12)]
events = [Event(next(seq), *r) for r in raw]
print(events[5], events[5]._fields, Event._field_defaults)

def apply(state, ev):
    try:
        handler = HANDLERS[ev.kind]
    except KeyError:
        print(f"  #{ev.seq}: no handler for {ev.kind!r}")
        return state
    try:
        new = handler(state, ev)
    except Overdraft as e:
        print(f"  #{ev.seq}: overdraft {e.account} short by {e.amount - e.balance}")
        return state
    except LedgerError as e:
        print(f"  #{ev.seq}: rejected ({e})")
        return state
    except KeyError as e:
        print(f"  #{ev.seq}: unknown account {e}")
        return state
    return new

final = reduce(apply, events, {})
print("final:", final)
kinds = Counter(e.kind for e in events)
print(sorted(kinds.items()), kinds.most_common(1), kinds.total())
snapshots = list(itertools.accumulate(events, apply, initial={}))
print(len(snapshots), snapshots[3], snapshots[-1] == final)
for acct, evs in itertools.groupby(sorted(events, key=lambda e: (e.account, e.seq)), key=lambda e: e.account):
    evs = list(evs)
    print(f"{acct:>5}: {' '.join(f'{e.kind}({e.amount})' for e in evs)}")
print(sorted(HANDLERS), on_close.kind, [h.__name__ for h in HANDLERS.values()])
print(Overdraft.__mro__[1:3], isinstance(Overdraft("a", 1, 2), LedgerError), Overdraft("a", 1, 2).args)
