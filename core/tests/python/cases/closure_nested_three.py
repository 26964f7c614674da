def outer():
    x = 1
    def middle():
        def inner():
            return x + 1
        return inner()
    return middle()
print(outer())
