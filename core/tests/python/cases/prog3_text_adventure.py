ROOMS = {
    "hall": {"desc": "a dusty hall", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "shelves of books", "exits": {"south": "hall"}, "items": ["book", "key"]},
    "kitchen": {"desc": "a cold kitchen", "exits": {"west": "hall", "down": "cellar"}, "items": []},
    "cellar": {"desc": "darkness", "exits": {"up": "kitchen"}, "items": ["treasure"], "locked": True},
}

class Game:
    def __init__(self):
        self.room = "hall"
        self.inv = []
        self.moves = 0
        self.rooms = {k: dict(v, items=list(v["items"])) for k, v in ROOMS.items()}
    def do(self, line):
        words = line.lower().split()
        if not words:
            return "Say something."
        verb, *rest = words
        handler = getattr(self, "cmd_" + verb, None)
        if handler is None:
            return f"I don't know how to {verb!r}."
        self.moves += 1
        try:
            return handler(*rest)
        except TypeError:
            return f"{verb} needs {handler.__code__.co_argcount - 1} word(s)."
    def cmd_look(self):
        r = self.rooms[self.room]
        items = ", ".join(r["items"]) or "nothing"
        exits = ", ".join(sorted(r["exits"]))
        return f"You are in {r['desc']}. You see {items}. Exits: {exits}."
    def cmd_go(self, direction):
        r = self.rooms[self.room]
        if direction not in r["exits"]:
            return "You can't go that way."
        target = r["exits"][direction]
        if self.rooms[target].get("locked"):
            if "key" in self.inv:
                self.rooms[target]["locked"] = False
                self.room = target
                return "You unlock the way and enter."
            return "It's locked."
        self.room = target
        return self.cmd_look()
    def cmd_take(self, item):
        r = self.rooms[self.room]
        if item not in r["items"]:
            return f"No {item} here."
        r["items"].remove(item)
        self.inv.append(item)
        return f"Taken {item}."
    def cmd_drop(self, item):
        if item not in self.inv:
            return f"You have no {item}."
        self.inv.remove(item)
        self.rooms[self.room]["items"].append(item)
        return "Dropped."
    def cmd_inventory(self):
        return "You carry: " + (", ".join(sorted(self.inv)) or "nothing")

g = Game()
script = ["look", "take lamp", "take sword", "go west", "go north", "take key", "take book", "inventory", "go south",
          "go east", "go down", "take treasure", "drop book", "look", "dance", "", "go", "take a b", "inventory"]
for line in script:
    print(f"> {line}")
    print(g.do(line))
print("moves:", g.moves, "room:", g.room, "score:", 10 * ("treasure" in g.inv) + len(g.inv))
