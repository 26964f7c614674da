def f(x):
    match x:
        case {"action": "move", "x": x_, "y": y_}:
            return f"move to {x_},{y_}"
        case {"action": "say", "text": str(text)}:
            return f"say {text}"
        case {"action": action}:
            return f"unknown action {action}"
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"

print(f({"action": "move", "x": 1, "y": 2}))
print(f({"action": "move", "x": 1, "y": 2, "extra": True}))
print(f({"action": "say", "text": "hi"}))
print(f({"action": "say", "text": 5}))
print(f({"action": "jump"}))
print(f({}))
print(f({"other": 1}))
print(f([("action", "move")]))
print(f("action"))

match {1: "one", -2: "minus two", None: "none", True: "true?"}:
    case {1: a, -2: b, None: c}:
        print(a, b, c)
