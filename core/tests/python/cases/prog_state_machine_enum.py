from enum import Enum, auto
class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()
TRANSITIONS = {
    (State.IDLE, "start"): State.RUNNING,
    (State.RUNNING, "pause"): State.PAUSED,
    (State.PAUSED, "resume"): State.RUNNING,
    (State.RUNNING, "finish"): State.DONE,
}
def run(events):
    s = State.IDLE
    for e in events:
        nxt = TRANSITIONS.get((s, e))
        if nxt is None:
            print(f"ignored {e!r} in {s.name}")
            continue
        print(f"{s.name:>8} --{e}--> {nxt.name}")
        s = nxt
    return s
final = run(["pause", "start", "pause", "resume", "finish", "start"])
print(final, final.value, State(2), [s.name for s in State if s.value % 2], State.DONE is final)
match final:
    case State.DONE: print("finished")
    case _: print("not yet")
