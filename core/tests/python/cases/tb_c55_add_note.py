def load(path):
    try:
        raise FileNotFoundError(2, "No such file", path)
    except FileNotFoundError as e:
        e.add_note(f"while loading {path}")
        e.add_note("check the config")
        raise

print("go")
load("data.csv")
