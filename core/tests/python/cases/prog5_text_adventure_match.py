# a small text adventure state machine driven by a script of commands
import textwrap
from dataclasses import dataclass, field

@dataclass
class Room:
    name: str
    desc: str
    exits: dict = field(default_factory=dict)
    items: set = field(default_factory=set)
    locked: dict = field(default_factory=dict)

@dataclass
class Player:
    room: str
    inventory: list = field(default_factory=list)
    moves: int = 0
    score: int = 0

rooms = {
    "hall": Room("Hall", "A dusty hall with portraits.", {"north": "library", "east": "kitchen"}, {"candle"}),
    "library": Room("Library", "Shelves of mouldy books.", {"south": "hall", "up": "attic"}, {"key", "book"}, {"up": "key"}),
    "kitchen": Room("Kitchen", "Smells of old bread.", {"west": "hall"}, {"bread"}),
    "attic": Room("Attic", "Treasure glints in the dark.", {"down": "library"}, {"treasure"}),
}
ALIASES = {"n": "north", "s": "south", "e": "east", "w": "west", "u": "up", "d": "down", "i": "inventory", "l": "look"}

def handle(p, line):
    words = line.lower().split()
    if not words:
        return "Pardon?"
    verb, *rest = words
    verb = ALIASES.get(verb, verb)
    room = rooms[p.room]
    match verb, rest:
        case ("north" | "south" | "east" | "west" | "up" | "down") as d, []:
            return move(p, d)
        case "go", [d]:
            return move(p, ALIASES.get(d, d))
        case "look", []:
            things = ", ".join(sorted(room.items)) or "nothing"
            return f"{room.name}: {room.desc} You see {things}. Exits: {', '.join(sorted(room.exits))}."
        case "take", [item] if item in room.items:
            room.items.remove(item); p.inventory.append(item)
            p.score += 50 if item == "treasure" else 5
            return f"Taken {item}."
        case "take", [item]:
            return f"There is no {item} here."
        case "drop", [item]:
            if item not in p.inventory:
                return f"You have no {item}."
            p.inventory.remove(item); room.items.add(item)
            return f"Dropped {item}."
        case "inventory", []:
            return "You carry: " + (", ".join(p.inventory) or "nothing")
        case _:
            return f"I don't understand {line!r}."

def move(p, d):
    room = rooms[p.room]
    if d not in room.exits:
        return "You can't go that way."
    need = room.locked.get(d)
    if need and need not in p.inventory:
        return f"The way {d} is locked."
    p.room = room.exits[d]; p.moves += 1
    return rooms[p.room].desc

script = ["look", "take candle", "e", "take bread", "take spoon", "w", "n", "u", "take key", "go up", "look",
          "take treasure", "d", "drop bread", "l", "i", "dance", "", "s", "go nowhere"]
p = Player("hall")
for cmd in script:
    out = handle(p, cmd)
    print(f"> {cmd}")
    print(textwrap.fill(out, width=50, initial_indent="  ", subsequent_indent="  "))
print(p)
print(sorted((r.name, sorted(r.items)) for r in rooms.values()))
