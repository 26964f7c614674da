class Empty:
    pass
class Wrong:
    def __init__(self):
        return 5
print(Empty())  if False else print("skip")
try:
    Empty(1)
except TypeError as e:
    print(e)
Wrong()
