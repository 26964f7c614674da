class Weird:
    def __len__(self):
        return -1
class Ok:
    def __len__(self):
        return 2
print(len(Ok()))
print(len(Weird()))
