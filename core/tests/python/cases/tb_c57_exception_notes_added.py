def load(records):
    for i, r in enumerate(records):
        try:
            yield int(r)
        except ValueError as e:
            e.add_note(f"while loading record {i}")
            raise

print(list(load(["1", "2"])))
print(list(load(["1", "x"])))
