from enum import Enum, auto


class State(Enum):
    HALL = auto()
    LIBRARY = auto()
    CELLAR = auto()
    GARDEN = auto()
    WON = auto()
    DEAD = auto()

    @property
    def terminal(self):
        return self in (State.WON, State.DEAD)


ROOMS = {
    State.HALL: ("A dusty hall.", {"north": State.LIBRARY, "down": State.CELLAR}),
    State.LIBRARY: ("Shelves of books. A key glints.", {"south": State.HALL, "east": State.GARDEN}),
    State.CELLAR: ("Dark and damp. Something growls.", {"up": State.HALL}),
    State.GARDEN: ("A locked gate to the outside.", {"west": State.LIBRARY}),
}


class Game:
    def __init__(self):
        self.state = State.HALL
        self.inventory = []
        self.turns = 0
        self.cellar_visits = 0

    def describe(self):
        text, exits = ROOMS[self.state]
        return f"[{self.state.name.title()}] {text} Exits: {', '.join(sorted(exits))}"

    def handle(self, command):
        self.turns += 1
        verb, _, obj = command.partition(" ")
        handler = getattr(self, f"do_{verb}", None)
        if handler is None:
            return f"I don't know how to {verb!r}."
        return handler(obj)

    def do_go(self, direction):
        _, exits = ROOMS[self.state]
        if direction not in exits:
            return f"You can't go {direction} from here."
        self.state = exits[direction]
        if self.state is State.CELLAR:
            self.cellar_visits += 1
            if self.cellar_visits > 1:
                self.state = State.DEAD
                return "The growling thing gets you."
        return self.describe()

    def do_take(self, item):
        if self.state is State.LIBRARY and item == "key" and "key" not in self.inventory:
            self.inventory.append("key")
            return "Taken: key"
        return f"There is no {item} here."

    def do_open(self, thing):
        if self.state is State.GARDEN and thing == "gate":
            if "key" in self.inventory:
                self.state = State.WON
                return "The gate swings open. Freedom!"
            return "It's locked."
        return "Nothing to open."

    def do_inventory(self, _):
        return "You carry: " + (", ".join(self.inventory) or "nothing")


def play(commands):
    g = Game()
    print(g.describe())
    for cmd in commands:
        if g.state.terminal:
            break
        print(f"> {cmd}")
        print(g.handle(cmd))
    print(f"-- ended in {g.state} after {g.turns} turns (terminal={g.state.terminal})")
    return g


play(["go down", "go up", "go north", "inventory", "take key", "take key",
      "go east", "open gate", "go west"])
play(["go north", "go east", "open gate", "dance", "go west", "go south", "go down",
      "go up", "go down", "go up"])
print([s.value for s in State], State(3), State["GARDEN"])
print(len(State), State.WON in State, list(State)[-1])
try:
    State(99)
except ValueError as e:
    print("ValueError:", e)
