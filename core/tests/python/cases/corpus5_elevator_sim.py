from enum import Enum
class Dir(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0
class Elevator:
    def __init__(self, floors, capacity=4):
        self.floors = floors
        self.floor = 0
        self.dir = Dir.IDLE
        self.capacity = capacity
        self.riders = []
        self.requests = set()
        self.log = []
    def call(self, floor):
        if not 0 <= floor < self.floors:
            raise ValueError(f"no floor {floor}")
        self.requests.add(floor)
    def board(self, name, dest):
        if len(self.riders) >= self.capacity:
            return False
        self.riders.append((name, dest))
        self.requests.add(dest)
        return True
    def step(self):
        if not self.requests:
            self.dir = Dir.IDLE
            return False
        if self.dir is Dir.IDLE:
            nearest = min(self.requests, key=lambda f: (abs(f - self.floor), f))
            self.dir = Dir.UP if nearest > self.floor else Dir.DOWN if nearest < self.floor else Dir.IDLE
        ahead = [f for f in self.requests if (f - self.floor) * self.dir.value > 0]
        if not ahead and self.floor not in self.requests:
            self.dir = Dir(-self.dir.value)
        if self.floor not in self.requests:
            self.floor += self.dir.value
        if self.floor in self.requests:
            self.requests.discard(self.floor)
            leaving = [n for n, d in self.riders if d == self.floor]
            self.riders = [(n, d) for n, d in self.riders if d != self.floor]
            self.log.append((self.floor, tuple(leaving)))
            print(f"stop at {self.floor:>2} dir={self.dir.name:<4} off={leaving} riders={len(self.riders)}")
        return True
e = Elevator(10)
e.board("a", 5); e.board("b", 3); e.call(7)
try:
    e.call(12)
except ValueError as ex:
    print(ex)
steps = 0
while e.step():
    steps += 1
    if steps == 4:
        e.call(1)
        e.board("c", 9)
print(steps, e.floor, e.dir, e.log)
full = Elevator(3, capacity=2)
print([full.board(n, 2) for n in "xyz"], full.riders)
