def outer():
    def inner():
        return value * 2
    print(inner.__name__)
    result = inner()
    value = 3
    return result
outer()
