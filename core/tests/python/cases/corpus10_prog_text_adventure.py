from enum import Enum


class State(Enum):
    EXPLORING = "exploring"
    FIGHTING = "fighting"
    DEAD = "dead"
    WON = "won"


ROOMS = {
    "hall": {"desc": "A dusty hall.", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "Shelves of old books.", "exits": {"south": "hall", "up": "tower"}, "items": ["key", "book"]},
    "kitchen": {"desc": "Smells of stale bread.", "exits": {"west": "hall", "down": "cellar"}, "items": ["knife"]},
    "cellar": {"desc": "Dark and damp.", "exits": {"up": "kitchen"}, "items": [], "monster": ("rat", 3)},
    "tower": {"desc": "Wind howls here.", "exits": {"down": "library"}, "items": ["crown"], "locked": True},
}


class Game:
    def __init__(self, rooms):
        self.rooms = {k: dict(v, items=list(v["items"])) for k, v in rooms.items()}
        self.here = "hall"
        self.inventory = []
        self.state = State.EXPLORING
        self.hp = 5
        self.enemy = None
        self.moves = 0
        self.log = []

    def say(self, msg):
        self.log.append(msg)
        print(msg)

    def handle(self, line):
        words = line.lower().split()
        if not words:
            return self.say("Say something.")
        verb, *rest = words
        handler = getattr(self, f"do_{self.state.value}_{verb}", None) or getattr(self, f"do_{verb}", None)
        if handler is None:
            return self.say(f"I don't know how to {verb!r} while {self.state.value}.")
        self.moves += 1
        handler(*rest)

    def do_look(self):
        room = self.rooms[self.here]
        items = ", ".join(room["items"]) or "nothing"
        exits = ", ".join(sorted(room["exits"]))
        self.say(f"[{self.here}] {room['desc']} You see: {items}. Exits: {exits}.")

    def do_exploring_go(self, direction=None):
        room = self.rooms[self.here]
        if direction not in room["exits"]:
            return self.say(f"You can't go {direction}.")
        target = room["exits"][direction]
        if self.rooms[target].get("locked"):
            if "key" in self.inventory:
                self.rooms[target]["locked"] = False
                self.say("You unlock the way with the key.")
            else:
                return self.say("It's locked.")
        self.here = target
        self.do_look()
        if "monster" in self.rooms[target]:
            name, hp = self.rooms[target]["monster"]
            self.enemy = [name, hp]
            self.state = State.FIGHTING
            self.say(f"A {name} attacks!")

    def do_exploring_take(self, *items):
        room = self.rooms[self.here]
        for item in items or room["items"][:]:
            if item in room["items"]:
                room["items"].remove(item)
                self.inventory.append(item)
                self.say(f"Taken: {item}.")
            else:
                self.say(f"No {item} here.")
        if "crown" in self.inventory:
            self.state = State.WON
            self.say("You hold the crown. You win!")

    def do_inventory(self):
        self.say("You carry: " + (", ".join(sorted(self.inventory)) or "nothing"))

    def do_fighting_attack(self):
        dmg = 2 if "knife" in self.inventory else 1
        self.enemy[1] -= dmg
        self.say(f"You hit the {self.enemy[0]} for {dmg}. It has {max(self.enemy[1], 0)} hp.")
        if self.enemy[1] <= 0:
            del self.rooms[self.here]["monster"]
            self.rooms[self.here]["items"].append("cheese")
            self.state = State.EXPLORING
            self.enemy = None
            self.say("It flees, dropping something.")
            return
        self.hp -= 1
        self.say(f"It bites you. HP {self.hp}.")
        if self.hp <= 0:
            self.state = State.DEAD
            self.say("You died.")

    def do_fighting_flee(self):
        self.state = State.EXPLORING
        self.here = "kitchen"
        self.say("You run back upstairs.")


script = """look
go north
go up
take book
go south
go east
take knife
dance
go down
take cheese
attack
attack
take
inventory
go up
go west
go north
take key
go up
inventory
take crown
look"""

game = Game(ROOMS)
for line in script.splitlines() + [""]:
    print(f"> {line}")
    if game.state in (State.WON, State.DEAD):
        print("(game over)")
        break
    game.handle(line)
print(game.state, game.moves, len(game.log), game.hp)
print(sorted(game.inventory), ROOMS["cellar"].get("monster"), ROOMS["hall"]["items"])
