errors = []
for thunk in [lambda: 1 / 0, lambda: [][0], lambda: {}["x"], lambda: int("q"), lambda: None.foo, lambda: undefined_thing]:
    try:
        thunk()
    except Exception as e:
        errors.append(type(e).__name__)
print(errors)
