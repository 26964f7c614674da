class A:
    def __init__(self):
        return 5
A()
