def shout(fn):
    def wrapper(*a, **k):
        return fn(*a, **k).upper()
    return wrapper
@shout
def greet(name):
    return "hi " + name
print(greet("bob"))
