from dataclasses import dataclass, field

def load_defaults():
    settings = {"size": 10}
    return settings["color"]

@dataclass
class Widget:
    name: str
    size: int = 3
    color: str = field(default_factory=load_defaults)

print(Widget("w", 1, "red"))
Widget("v")
