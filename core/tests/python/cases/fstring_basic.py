name = "World"
n = 3
print(f"Hello, {name}! {n + 1} {n * 2.5} {name!r} {'x'}")
