from enum import Enum, auto
from dataclasses import dataclass, field


class Dir(Enum):
    NORTH = auto()
    SOUTH = auto()
    EAST = auto()
    WEST = auto()

    @property
    def opposite(self):
        return {Dir.NORTH: Dir.SOUTH, Dir.SOUTH: Dir.NORTH,
                Dir.EAST: Dir.WEST, Dir.WEST: Dir.EAST}[self]


@dataclass
class Room:
    name: str
    description: str
    items: list = field(default_factory=list)
    exits: dict = field(default_factory=dict)
    locked: bool = False

    def connect(self, direction, other):
        self.exits[direction] = other
        other.exits[direction.opposite] = self

    def __repr__(self):
        return f"Room({self.name!r}, items={len(self.items)})"


class GameOver(Exception):
    def __init__(self, reason, score):
        super().__init__(reason)
        self.score = score


class Game:
    def __init__(self):
        self.hall = Room("Hall", "A dusty hall.", ["lamp"])
        self.library = Room("Library", "Shelves of books.", ["book", "key"])
        self.vault = Room("Vault", "Gold everywhere.", ["gold", "gold", "crown"], locked=True)
        self.garden = Room("Garden", "Overgrown roses.", ["rose"])
        self.hall.connect(Dir.NORTH, self.library)
        self.library.connect(Dir.EAST, self.vault)
        self.hall.connect(Dir.WEST, self.garden)
        self.here = self.hall
        self.inventory = []
        self.moves = 0
        self.log = []

    def score(self):
        values = {"gold": 10, "crown": 50, "rose": 1, "book": 2}
        return sum(values.get(i, 0) for i in self.inventory)

    def do(self, line):
        verb, _, noun = line.strip().partition(" ")
        self.moves += 1
        handler = getattr(self, "cmd_" + verb, None)
        if handler is None:
            return f"I don't know how to {verb!r}."
        try:
            return handler(noun)
        except KeyError as e:
            return f"Bad argument: {e}"
        except ValueError as e:
            return f"Can't: {e}"

    def cmd_go(self, noun):
        d = Dir[noun.upper()]
        nxt = self.here.exits.get(d)
        if nxt is None:
            raise ValueError(f"no exit {d.name.lower()}")
        if nxt.locked:
            if "key" in self.inventory:
                nxt.locked = False
                self.log.append(("unlock", nxt.name))
            else:
                raise ValueError(f"{nxt.name} is locked")
        self.here = nxt
        return f"You are in the {nxt.name}. {nxt.description}"

    def cmd_take(self, noun):
        if noun == "all":
            taken, self.here.items = self.here.items, []
            self.inventory.extend(taken)
            return "Taken: " + ", ".join(taken) if taken else "Nothing here."
        self.here.items.remove(noun)
        self.inventory.append(noun)
        return f"Taken {noun}."

    def cmd_drop(self, noun):
        self.inventory.remove(noun)
        self.here.items.append(noun)
        return f"Dropped {noun}."

    def cmd_look(self, noun):
        exits = ", ".join(sorted(d.name.title() for d in self.here.exits))
        items = self.here.items or ["nothing"]
        return f"{self.here.name}: exits [{exits}]; you see {', '.join(items)}"

    def cmd_inv(self, noun):
        from collections import Counter
        c = Counter(self.inventory)
        return "Carrying: " + "; ".join(f"{k} x{v}" for k, v in sorted(c.items()))

    def cmd_quit(self, noun):
        raise GameOver("player quit", self.score())


script = """look
go south
go north
take book
take sword
go east
take key
go east
take all
inv
dance
go west
go south
go west
take rose
drop book
look
go up
quit""".splitlines()

g = Game()
try:
    for line in script:
        print(f"> {line}")
        print("  " + g.do(line))
except GameOver as over:
    print(f"Game over ({over}) after {g.moves} moves, score={over.score}")
print(g.log)
print([g.hall, g.library, g.vault, g.garden])
print(Dir.EAST.opposite, Dir.NORTH.value, list(Dir)[-1])
