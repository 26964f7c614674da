handlers = {"a": print, "b": None}
handlers["a"]("hi")
def dispatch(name, *args):
    return handlers[name](*args)
dispatch("b", 1)
