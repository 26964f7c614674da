def process(commands):
    out = []
    for cmd in commands:
        match cmd.split():
            case ["quit"]:
                out.append("bye")
                break
            case ["go", direction]:
                out.append(f"going {direction}")
            case ["drop", *objects] if objects:
                out.append(f"dropping {len(objects)}")
                continue
            case ["look"]:
                return out + ["looking"]
            case _:
                out.append(f"unknown {cmd!r}")
    return out

print(process(["go north", "drop a b", "dance", "quit", "go south"]))
print(process(["go up", "look", "go down"]))

def gen(items):
    for it in items:
        match it:
            case int(n):
                yield n * 10
            case [*xs]:
                yield from xs

print(list(gen([1, [2, 3], 4])))

def outer(v):
    match v:
        case [a, b]:
            def inner():
                return a + b
            return inner()
print(outer([1, 2]))
print([y for x in [[1, 2], [3], [4, 5]] for y in [x] if (lambda v: len(v) == 2)(x)])
