def safe():
    try:
        return 1 / 0
    finally:
        return "swallowed"
print(safe())
def cleanup():
    try:
        raise KeyError("a")
    finally:
        print("finally runs")
cleanup()
