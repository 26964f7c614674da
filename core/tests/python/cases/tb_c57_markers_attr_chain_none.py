class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

head = Node(1, Node(2))
print(head.next.value)
print(head.next.next.value)
