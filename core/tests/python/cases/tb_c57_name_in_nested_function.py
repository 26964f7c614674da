def outer():
    message = "hi"
    def inner():
        return mesage.upper()
    return inner()

outer()
