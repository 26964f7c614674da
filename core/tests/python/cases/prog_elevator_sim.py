from dataclasses import dataclass, field
from enum import Enum
from collections import deque


class Dir(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0


@dataclass
class Request:
    time: int
    src: int
    dst: int
    rid: int = field(default=0, compare=False)


@dataclass
class Elevator:
    floor: int = 0
    direction: Dir = Dir.IDLE
    passengers: list = field(default_factory=list)
    capacity: int = 4
    moved: int = 0

    def targets(self, waiting):
        t = {r.dst for r in self.passengers}
        t |= {r.src for r in waiting}
        return t


def simulate(requests, floors=10, max_time=60):
    pending = deque(sorted(requests, key=lambda r: r.time))
    waiting = []
    done = []
    e = Elevator()
    log = []
    for now in range(max_time):
        while pending and pending[0].time <= now:
            waiting.append(pending.popleft())
        # unload
        leaving = [r for r in e.passengers if r.dst == e.floor]
        for r in leaving:
            e.passengers.remove(r)
            done.append((r.rid, now - r.time))
            log.append(f"t={now:02d} floor {e.floor}: drop #{r.rid}")
        # load
        boarding = [r for r in waiting if r.src == e.floor][: e.capacity - len(e.passengers)]
        for r in boarding:
            waiting.remove(r)
            e.passengers.append(r)
            log.append(f"t={now:02d} floor {e.floor}: pick #{r.rid} -> {r.dst}")
        targets = e.targets(waiting)
        if not targets:
            e.direction = Dir.IDLE
            if not pending and not waiting:
                break
            continue
        above = any(t > e.floor for t in targets)
        below = any(t < e.floor for t in targets)
        if e.direction is Dir.UP and not above:
            e.direction = Dir.DOWN if below else Dir.IDLE
        elif e.direction is Dir.DOWN and not below:
            e.direction = Dir.UP if above else Dir.IDLE
        elif e.direction is Dir.IDLE:
            nearest = min(targets, key=lambda t: (abs(t - e.floor), t))
            e.direction = Dir.UP if nearest > e.floor else Dir.DOWN if nearest < e.floor else Dir.IDLE
        if e.direction is not Dir.IDLE:
            e.floor += e.direction.value
            e.moved += 1
            assert 0 <= e.floor < floors
    return log, done, e


reqs = [Request(0, 0, 5, 1), Request(1, 3, 0, 2), Request(2, 7, 2, 3),
        Request(2, 4, 9, 4), Request(10, 9, 0, 5), Request(11, 1, 8, 6)]
log, done, e = simulate(reqs)
print("\n".join(log))
print("served", len(done), "of", len(reqs), "moved", e.moved, "floors; final floor", e.floor)
waits = [w for _, w in done]
print("avg trip", sum(waits) / len(waits), "max", max(done, key=lambda d: d[1]))
print(Request(0, 1, 2, 9) == Request(0, 1, 2, 10), e.direction, repr(e.direction))
